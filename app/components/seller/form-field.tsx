import type { ReactNode } from "react";

type FieldProps = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

/**
 * A back-office form's labelled control with its help text and its error; the control ties them to itself with
 * aria-describedby (`${id}-hint`, `${id}-error`).
 */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A back-office list that could not load: the words and a Try again button. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5" role="alert">
      <p>Could not load the {what}.</p>
      <button type="button" className="btn-outline mt-3 min-h-11 py-2 text-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
