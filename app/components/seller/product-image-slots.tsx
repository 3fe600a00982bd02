import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from "react";
import { MAX_PRODUCT_IMAGES } from "../../../lib/catalog";
import { IMAGE_FIT_LABELS, IMAGE_FITS, type ImageFit } from "../../../lib/image-fit";

type Props<T> = {
  /** The pictures in display order; the first is the main image. */
  items: T[];
  thumb: (item: T, alt: string) => ReactNode;
  onAdd: (files: File[]) => void;
  onReplace: (index: number, file: File) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  disabled?: boolean;
  /** Shown under the slots (e.g. "Uploading..."). */
  status?: ReactNode;
  /** How each photo is framed ("fit" keeps it whole); null where it can no longer be chosen (a photo stored earlier). */
  fits?: (ImageFit | null)[];
  onFit?: (index: number, fit: ImageFit) => void;
};

const smallBtn =
  "rounded-md border border-stone-300 bg-white px-1 py-1 text-center text-xs font-medium hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50";

/** A file input dressed as a button: the label is what is seen, the input keeps keyboard focus and its name. */
function FilePick({
  label,
  text,
  multiple = false,
  disabled,
  onPick,
  className,
}: {
  label: string;
  text: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  className: string;
}) {
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = ""; // the same file may be chosen again later
    if (files.length > 0) onPick(files);
  };
  return (
    <label
      className={`cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brass ${disabled ? "pointer-events-none opacity-50" : ""} ${className}`}
    >
      <input type="file" accept="image/*" multiple={multiple} className="sr-only" aria-label={label} disabled={disabled} onChange={change} />
      {text}
    </label>
  );
}

/**
 * Up to 4 picture slots with thumbnails: move left/right (the first is the
 * main image), replace, remove, and an "add" slot while there is room.
 */
export function ImageSlots<T>({ items, thumb, onAdd, onReplace, onRemove, onMove, disabled = false, status, fits, onFit }: Props<T>) {
  const room = MAX_PRODUCT_IMAGES - items.length;
  const uid = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium">Product Images</legend>
      <p className="mt-0.5 text-xs text-muted">
        Up to {MAX_PRODUCT_IMAGES} photos, 5 MB each. The first one is the main image.
        {onFit ? " Each new photo is shown whole in the square frame unless you choose to crop it." : ""}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item, i) => {
          const n = i + 1;
          return (
            <li key={i} className="rounded-lg border border-stone-300 bg-white p-1.5" data-testid="image-slot">
              <div className="relative aspect-square overflow-hidden rounded-md bg-sand">
                {thumb(item, i === 0 ? "Main image" : `Image ${n}`)}
                {i === 0 && <span className="absolute top-1 left-1 rounded bg-saddle px-1.5 py-0.5 text-[10px] font-semibold text-white">Main</span>}
              </div>
              <div className="mt-1.5 grid grid-cols-2 gap-1">
                <button type="button" className={smallBtn} aria-label={`Move image ${n} left`} disabled={disabled || i === 0} onClick={() => onMove(i, -1)}>
                  ←
                </button>
                <button
                  type="button"
                  className={smallBtn}
                  aria-label={`Move image ${n} right`}
                  disabled={disabled || i === items.length - 1}
                  onClick={() => onMove(i, 1)}
                >
                  →
                </button>
                <FilePick label={`Replace image ${n}`} text="Replace" disabled={disabled} className={smallBtn} onPick={(files) => onReplace(i, files[0]!)} />
                <button type="button" className={`${smallBtn} text-red-800`} aria-label={`Remove image ${n}`} disabled={disabled} onClick={() => onRemove(i)}>
                  Remove
                </button>
              </div>
              {fits?.[i] && onFit && (
                // Radios, not a select: both labels wrap in a narrow phone slot instead of being cut.
                <fieldset className="mt-1.5 text-xs" disabled={disabled}>
                  <legend className="sr-only">Framing of image {n}</legend>
                  {IMAGE_FITS.map((fit) => (
                    <label key={fit} className="flex cursor-pointer items-start gap-1.5 py-1">
                      <input
                        type="radio"
                        className="mt-0.5 accent-saddle"
                        name={`${uid}-fit-${i}`}
                        value={fit}
                        checked={fits[i] === fit}
                        onChange={() => onFit(i, fit)}
                      />
                      <span>{IMAGE_FIT_LABELS[fit]}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </li>
          );
        })}
        {room > 0 && (
          <li>
            <FilePick
              label={items.length === 0 ? "Add main image" : "Add image"}
              multiple
              disabled={disabled}
              onPick={(files) => onAdd(files.slice(0, room))}
              className="flex aspect-square flex-col items-center justify-center rounded-lg border-2 border-dashed border-stone-400 bg-white text-sm text-muted hover:border-saddle hover:text-saddle"
              text={
                <>
                  <span aria-hidden="true" className="text-3xl leading-none">
                    +
                  </span>
                  <span className="mt-1">Add image</span>
                  <span className="text-xs">{room} left</span>
                </>
              }
            />
          </li>
        )}
      </ul>
      {status}
    </fieldset>
  );
}

/** A chosen, not yet uploaded photo: an object URL, revoked when the file leaves the slot; shown as the shop will frame it. */
export function FilePreview({ file, alt, fit = "crop" }: { file: File; alt: string; fit?: ImageFit }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url ? <img src={url} alt={alt} className={`h-full w-full ${fit === "fit" ? "object-contain" : "object-cover"}`} /> : null;
}

/** Swap an item with its neighbour. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const j = index + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next;
}
