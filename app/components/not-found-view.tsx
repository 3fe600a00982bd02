import { Link } from "react-router";

/** The friendly 404 page for unknown paths, products and categories. */
export function NotFoundView({ what = "page" }: { what?: string }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-6xl font-bold text-saddle">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">We couldn't find that {what}</h1>
      <p className="mt-3 max-w-md text-muted">
        It may have moved or no longer be available. Our halters, ropes and collars are all still here though.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary">
          Browse products
        </Link>
        <Link to="/" className="btn-outline">
          Go home
        </Link>
      </div>
    </section>
  );
}
