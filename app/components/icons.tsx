/** Small inline SVG icons (no icon font, no extra request). Decorative unless labelled. */
type IconProps = { className?: string };

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
export const ChevronLeft = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRight = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const PauseIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);
export const PlayIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="m7 4 13 8-13 8z" />
  </svg>
);
export const CheckIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
export const WhatsAppIcon = ({ className }: IconProps) => (
  <svg className={className ?? "h-7 w-7"} viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.2-.6-6-1.7l-.4-.3-3.8 1.2 1.2-3.7-.3-.4a10.5 10.5 0 0 1-1.7-5.7C5 9.9 9.9 5.2 16 5.2s11 4.7 11 10.6-4.9 10.6-11 10.6zm6-7.9c-.3-.2-2-1-2.3-1.1-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.3-.7.1a8.9 8.9 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.8.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.8-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.2 1.3 3.4c.2.2 2.3 3.5 5.6 4.9 2.1.9 2.9.9 3.9.8.6-.1 2-.8 2.2-1.6.3-.8.3-1.4.2-1.6-.1-.1-.3-.2-.6-.4z" />
  </svg>
);
export const SocialIcon = ({ network, className }: IconProps & { network: string }) => {
  const paths: Record<string, string> = {
    instagram: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
    facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z",
    youtube: "M22 8s-.2-1.6-.8-2.2c-.8-.8-1.7-.8-2.1-.9C16.2 4.7 12 4.7 12 4.7s-4.2 0-7.1.2c-.4.1-1.3.1-2.1.9C2.2 6.4 2 8 2 8s-.2 1.8-.2 3.7v1.7c0 1.8.2 3.7.2 3.7s.2 1.6.8 2.2c.8.8 1.9.8 2.4.9 1.7.2 6.8.2 6.8.2s4.2 0 7.1-.2c.4-.1 1.3-.1 2.1-.9.6-.6.8-2.2.8-2.2s.2-1.8.2-3.7v-1.7C22.2 9.8 22 8 22 8zM10 15.5v-7l6 3.5-6 3.5z",
    x: "M4 4l16 16M20 4 4 20",
    linkedin: "M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.6c.6-1 1.9-1.9 3.7-1.9 3.5 0 4.3 2.3 4.3 5.3V20h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.2 1.4-2.2 2.8V20h-4z",
  };
  return (
    <svg className={className ?? "h-5 w-5"} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network] ?? paths.instagram} />
    </svg>
  );
};
