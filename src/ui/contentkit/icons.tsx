/** A small built-in icon set for `icon` props; unknown names render nothing rather than a broken glyph. */
const PATHS: Record<string, string> = {
  plus: 'M8 3v10M3 8h10',
  minus: 'M3 8h10',
  close: 'M4 4l8 8M12 4l-8 8',
  check: 'M3 8.5l3.2 3L13 5',
  edit: 'M3 13h3l7-7-3-3-7 7v3z',
  trash: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5',
  link: 'M7 9a2.5 2.5 0 003.5 0l2-2A2.5 2.5 0 109 3.5L8 4.5M9 7a2.5 2.5 0 00-3.5 0l-2 2A2.5 2.5 0 107 12.5l1-1',
  external: 'M9 3h4v4M13 3L7.5 8.5M11 9.5V13H3V5h3.5',
  search: 'M7 12A5 5 0 107 2a5 5 0 000 10zM10.7 10.7L14 14',
  settings: 'M8 10a2 2 0 100-4 2 2 0 000 4zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  info: 'M8 14A6 6 0 108 2a6 6 0 000 12zM8 7.5V11M8 5v.5',
  warning: 'M8 2.5l6 11H2l6-11zM8 6.5V10M8 11.8v.2',
  star: 'M8 2l1.8 3.9 4.2.5-3.1 2.9.8 4.2L8 11.4 4.3 13.5l.8-4.2L2 6.4l4.2-.5L8 2z',
  refresh: 'M13 8a5 5 0 11-1.5-3.5M13 2.5v3h-3',
  play: 'M5 3l8 5-8 5V3z',
  user: 'M8 8a3 3 0 100-6 3 3 0 000 6zM2.5 14c.8-2.6 2.9-4 5.5-4s4.7 1.4 5.5 4',
  code: 'M5.5 4L2 8l3.5 4M10.5 4L14 8l-3.5 4',
  document: 'M4 1.5h5.5L12.5 4.5V14.5H4zM9.5 1.5v3h3',
  'arrow-up': 'M8 13V3M4 7l4-4 4 4',
  'arrow-down': 'M8 3v10M4 9l4 4 4-4',
  'chevron-right': 'M6 3l5 5-5 5',
  // The platform's ContentKitIcon values (@gitbook/api) not drawn above.
  delete: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5',
  'link-external': 'M9 3h4v4M13 3L7.5 8.5M11 9.5V13H3V5h3.5',
  github: 'M6 13.5c-3 1-3-1.5-4.5-2M10 15v-2.5c0-.8.1-1.3-.4-1.8 2.1-.2 4.4-1 4.4-4.7a3.6 3.6 0 00-1-2.5 3.4 3.4 0 00-.1-2.5s-.8-.2-2.6 1a9 9 0 00-4.6 0C3.9.8 3.1 1 3.1 1a3.4 3.4 0 00-.1 2.5 3.6 3.6 0 00-1 2.5c0 3.7 2.3 4.5 4.4 4.7-.5.5-.5 1-.4 1.8V15',
  gitlab: 'M8 14.5L1.5 9.5l1.5-7 2 5h6l2-5 1.5 7z',
  maximize: 'M10 2.5h3.5V6M6 13.5H2.5V10M13.5 2.5L9 7M2.5 13.5L7 9',
  email: 'M2 3.5h12v9H2zM2 4l6 4.5L14 4',
  eye: 'M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8zM8 10a2 2 0 100-4 2 2 0 000 4z',
  'eye-off': 'M2 2l12 12M6.6 6.6a2 2 0 002.8 2.8M4.2 4.7C2.5 5.9 1.5 8 1.5 8S4 12.5 8 12.5c1.3 0 2.5-.5 3.5-1.1M7 3.6c.3 0 .7-.1 1-.1 4 0 6.5 4.5 6.5 4.5a11 11 0 01-1.6 2.1',
  lock: 'M3.5 7.5h9v6.5h-9zM5.5 7.5V5a2.5 2.5 0 015 0v2.5',
  'check-circle': 'M8 14.5A6.5 6.5 0 108 1.5a6.5 6.5 0 000 13zM5.2 8.2l1.9 1.8 3.7-3.8',
};

/** Whether `name` is a built-in icon. */
export function hasIcon(name: string): boolean {
  return Object.hasOwn(PATHS, name);
}

/** An inline SVG icon (decorative: the surrounding label names the control). */
export function Icon({ name, size = 14 }: { name: string; size?: number }) {
  if (!hasIcon(name)) return null;
  return (
    <svg className="ck-icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
