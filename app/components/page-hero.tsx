import type { ReactNode } from "react";

/** The hero band at the top of content and listing pages. */
export function PageHero({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-sand via-cream to-amber-50">
      <div className="container-page py-12 text-center sm:py-16">
        <h1 className="font-display text-3xl font-bold text-bark sm:text-4xl">{title}</h1>
        {text && <p className="mx-auto mt-4 max-w-2xl text-base text-muted sm:text-lg">{text}</p>}
        {children}
      </div>
    </section>
  );
}
