import type { ReactNode } from "react";

/**
 * The hero band at the top of content and listing pages. `compact` (listing and search, issue 15): a short band on
 * phones, so the first products show on the first screen — the title alone (its text is not cut to two lines, it
 * is left out there); the full band from 640 px.
 */
export function PageHero({ title, text, children, compact = false }: { title: string; text?: string; children?: ReactNode; compact?: boolean }) {
  return (
    <section className="bg-gradient-to-br from-sand via-cream to-amber-50">
      <div className={`container-page text-center ${compact ? "py-5 sm:py-16" : "py-12 sm:py-16"}`}>
        <h1 className={`font-display font-bold text-bark sm:text-4xl ${compact ? "text-2xl" : "text-3xl"}`}>{title}</h1>
        {text && <p className={`mx-auto max-w-2xl text-muted sm:mt-4 sm:text-lg ${compact ? "hidden sm:block" : "mt-4 text-base"}`}>{text}</p>}
        {children}
      </div>
    </section>
  );
}
