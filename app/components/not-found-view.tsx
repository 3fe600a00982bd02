import { Link } from "react-router";
import { useLocalePath, useT } from "../i18n/use-t";

/** The friendly 404 page for unknown paths, products and categories. */
export function NotFoundView({ what = "page" }: { what?: "page" | "product" | "category" }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-6xl font-bold text-saddle">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">
        {t(what === "product" ? "notFound.headingProduct" : what === "category" ? "notFound.headingCategory" : "notFound.heading")}
      </h1>
      <p className="mt-3 max-w-md text-muted">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={lp("/products")} className="btn-primary">
          {t("notFound.browse")}
        </Link>
        <Link to={lp("/")} className="btn-outline">
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
