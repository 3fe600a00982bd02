/** The carousels', gallery's and brand page's icons (see ./icons): not in every page's JS. */
import { iconProps, type IconProps } from "./icons";

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
