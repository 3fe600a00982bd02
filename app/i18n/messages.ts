/**
 * The storefront's interface texts: one typed catalogue per language (decision 022). Each namespace is a file in
 * ./en (the keys and English texts) with its twin in ./hi, which must have every key (the compiler checks). Only
 * types cross to the browser: the root loader sends the page's catalogue as data (catalogue.server.ts).
 */
import type { account } from "./en/account";
import type { checkout } from "./en/checkout";
import type { common } from "./en/common";
import type { orders } from "./en/orders";
import type { pages } from "./en/pages";
import type { shop } from "./en/shop";

type Strings<T> = { readonly [K in keyof T]: string };
export type Namespace<T> = Strings<T>;
export type Messages = Strings<typeof common & typeof shop & typeof checkout & typeof account & typeof orders & typeof pages>;
export type MessageKey = keyof Messages;
