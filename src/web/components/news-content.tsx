import ExternalLink from "lucide-react/icons/external-link";
import { Fragment } from "react";
import { type Block, type Inline, parseNewsMarkup } from "../../domain/news-markup.ts";
import { ResponsiveImage } from "./ui/responsive-image.tsx";

/**
 * An article's links are full web addresses (news-markup.ts): each opens in a new tab, without
 * giving that tab a handle on this one. Decided from the text alone, so the page drawn on the
 * server and the preview in the editor show the same.
 */
function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.type === "text") return <Fragment key={index}>{part.text}</Fragment>;
    return (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium break-words text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {part.text}
        <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-baseline" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    );
  });
}

function Lines({ lines }: { lines: Inline[][] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <InlineParts parts={line} />
    </Fragment>
  ));
}

function ContentBlock({ block, articleTitle }: { block: Block; articleTitle: string }) {
  switch (block.type) {
    case "heading":
      return <h2 className="pt-4 text-2xl font-bold text-ink">{block.text}</h2>;
    case "image":
      return (
        <figure>
          <ResponsiveImage
            url={block.src}
            alt={block.alt || `Illustration de l'article «\u00a0${articleTitle}\u00a0»`}
            sizes="(min-width: 768px) 720px, 100vw"
            className="h-auto w-full rounded-2xl bg-slate-100"
          />
        </figure>
      );
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineParts parts={item} />
            </li>
          ))}
        </ul>
      );
    case "paragraph":
      return (
        <p>
          <Lines lines={block.lines} />
        </p>
      );
  }
}

/**
 * An article's body, from its small markup to React elements. Never injected as HTML:
 * whatever the content holds is shown as text.
 */
export function NewsContent({ content, articleTitle }: { content: string; articleTitle: string }) {
  const blocks = parseNewsMarkup(content);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-ink">
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} articleTitle={articleTitle} />
      ))}
    </div>
  );
}
