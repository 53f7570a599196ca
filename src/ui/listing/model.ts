/** What the installation page shows, read leniently from a manifest that may be invalid or half-written. */
export interface Listing {
  name?: string;
  title?: string;
  description?: string;
  summary?: string;
  organization?: string;
  visibility?: string;
  icon?: string;
  previewImages: string[];
  externalLinks: { label?: string; url?: string }[];
  categories: string[];
  scopes: string[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((v): v is string => v !== undefined) : [];
}

/** The listing fields of a parsed manifest value; wrong types read as missing rather than failing. */
export function listingFrom(value: unknown): Listing {
  const m = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const links = Array.isArray(m.externalLinks) ? m.externalLinks : [];
  return {
    name: text(m.name),
    title: text(m.title),
    description: text(m.description),
    summary: text(m.summary),
    organization: text(m.organization),
    visibility: text(m.visibility),
    icon: text(m.icon),
    previewImages: strings(m.previewImages),
    externalLinks: links.map((link) => {
      const l = link && typeof link === 'object' ? (link as Record<string, unknown>) : {};
      return { label: text(l.label), url: text(l.url) };
    }),
    categories: strings(m.categories),
    scopes: strings(m.scopes),
  };
}

/** An external link the page may open: http(s) only; anything else is shown, not linked. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Width over height, with a tolerance, against the spec's 2:1. */
export function isTwoToOne(size: { width: number; height: number }): boolean {
  return size.height > 0 && Math.abs(size.width / size.height - 2) < 0.02;
}

/** "4:3", "16:9", "1.85:1": the ratio as people name it. */
export function describeRatio({ width, height }: { width: number; height: number }): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  const [w, h] = [width / d, height / d];
  return w <= 32 && h <= 32 ? `${w}:${h}` : `${(width / height).toFixed(2)}:1`;
}
