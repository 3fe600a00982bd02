import type { Generated } from "kysely";

/**
 * Table types for Kysely. Conventions shared by SQLite and PostgreSQL:
 * ids are application-generated prefixed strings; timestamps are ISO-8601 UTC
 * strings written by the application; booleans are 0/1 integers; JSON is text;
 * money is integer paise (`*_paise`); rates are basis points (`*_bp`, 1200 = 12 %).
 */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: string;
  position: number;
  text: string;
  path: string;
  image: string;
  bg_color: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  category: string;
  /** JSON array of strings. */
  description: string;
  price_paise: number;
  offer_price_paise: number;
  /** JSON array of image file names, first is the main one. */
  images: string;
  in_stock: number;
  /** null = stock not counted. */
  stock: number | null;
  rating: number;
  sku: string;
  code: string;
  hsn_code: string;
  gst_rate_bp: number;
  position: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  created_at: string;
}

/** One row per catalogue write: instances compare the version to drop caches. */
export interface CatalogVersionTable {
  id: number;
  version: Generated<number>;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  cart: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  kind: "customer" | "seller";
  subject_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface DB {
  settings: SettingsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  catalog_version: CatalogVersionTable;
  users: UsersTable;
  sessions: SessionsTable;
  addresses: AddressesTable;
  rate_limits: RateLimitsTable;
}
