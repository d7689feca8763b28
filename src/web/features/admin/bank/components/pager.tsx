import { useEffect } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { pageLabel } from "../bank-labels.ts";

interface PagerProps {
  /** Names the navigation: "Pages des virements non rapprochés". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  noun?: [one: string, many: string];
  onPage: (page: number) => void;
  testId?: string;
}

/** Where a paged list is and how long it is, with the previous and next pages; a page emptied meanwhile leads back to the last one. */
export function Pager({ label, page, pageSize, total, noun, onPage, testId }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" data-testid={testId}>
        {pageLabel(page, pageSize, total, noun)}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Page précédente
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Page suivante
        </Button>
      </div>
    </nav>
  );
}
