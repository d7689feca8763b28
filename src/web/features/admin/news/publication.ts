/**
 * Whether an article is visible to the public yet: the public pages show an article from its
 * publish date on, a calendar date in Brussels (the server's rule for the public list).
 */
export function isScheduled(publishDate: string, today: string): boolean {
  return publishDate > today;
}

export const SCHEDULED_LABEL = "Programmé";
