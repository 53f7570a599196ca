/** The site's few icons, drawn inline (offline, no icon font). Decorative: each control names itself. */
const base = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function SunIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...base}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" {...base} width={16} height={16}>
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

export function ReloadIcon() {
  return (
    <svg aria-hidden="true" {...base} width={16} height={16}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg aria-hidden="true" {...base} width={14} height={14}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** A rating face: 0 bad, 1 ok, 2 good. */
export function FaceIcon({ mood }: { mood: 0 | 1 | 2 }) {
  const mouth = mood === 0 ? 'M8.5 16.5c1.9-1.6 5.1-1.6 7 0' : mood === 1 ? 'M9 15.5h6' : 'M8.5 14.5c1.9 1.8 5.1 1.8 7 0';
  return (
    <svg aria-hidden="true" {...base} width={22} height={22}>
      <circle cx="12" cy="12" r="9" />
      <path d={mouth} />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth={2.6} />
    </svg>
  );
}
