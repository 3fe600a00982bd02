import { NotFoundView } from "../components/not-found-view";
import { metaT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/not-found";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("notFound.title"), matches);

export default function NotFound() {
  return <NotFoundView />;
}
