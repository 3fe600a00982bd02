/**
 * Small inline SVG icons (no icon font, no extra request). Decorative unless labelled. The navbar's, on every page;
 * the others (carousels, gallery) are in ./media-icons, out of every page's JS.
 */
export type IconProps = { className?: string };

/** Props shared by every stroked 24×24 icon (decorative: hidden from assistive tech). */
export const iconProps = (className = "h-5 w-5") => ({
  className,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
});

export const CartIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);
export const SearchIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
