// Inline SVG icons of the shell. Decorative: the control around each carries the accessible name.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" {...line} />
    <path d="M16 16l4.5 4.5" {...line} />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" {...line} />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" {...line} />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon size={14} {...props}>
    <path d="M6 9l6 6 6-6" {...line} />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" {...line} />
    <path d="M4 20c1.6-3.5 4.5-5 8-5s6.4 1.5 8 5" {...line} />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <circle cx="12" cy="12" r="9" {...line} />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" {...line} />
  </Icon>
);

export const HelpIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <circle cx="12" cy="12" r="9" {...line} />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4v.6M12 17h.01" {...line} />
  </Icon>
);

export const SunIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <circle cx="12" cy="12" r="4" {...line} />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" {...line} />
  </Icon>
);

export const MoonIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" {...line} />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" {...line} />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
    />
  </Icon>
);

export const TwitterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path fill="currentColor" d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...line} />
    <circle cx="12" cy="12" r="4" {...line} />
    <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" {...line} />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" {...line} />
  </Icon>
);
