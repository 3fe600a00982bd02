import { NotFoundView } from "../components/not-found-view";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/not-found";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta("Page not found", matches);

export default function NotFound() {
  return <NotFoundView />;
}
