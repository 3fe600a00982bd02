import { NotFoundView } from "../components/not-found-view";
import type { Route } from "./+types/not-found";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundView />;
}
