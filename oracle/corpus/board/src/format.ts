/** The ticket a tracker link names: `https://tracker.example.com/{project}/issues/{id}` (any depth before it). */
export function parseTicketUrl(url: string): { project: string; id: string } | undefined {
  const match = /^https:\/\/tracker\.example\.com\/(.+)\/issues\/(\d+)/.exec(url);
  return match ? { project: match[1], id: match[2] } : undefined;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
