/** The content's markup (spec §3), each rule with what to type and what it gives. */
const RULES = [
  { typed: "[title:Le programme]", gives: "un intertitre" },
  { typed: "[image:https://…]", gives: "une image, sur sa propre ligne" },
  { typed: "- Une ligne", gives: "une liste à puces (aussi avec • ou *)" },
  { typed: "https://…", gives: "un lien, n'importe où dans le texte" },
];

/** Shown beside the content field: how to write headings, images, lists and links. */
export function MarkupHelp({ id }: { id: string }) {
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <p className="font-semibold text-ink">Mise en forme du contenu</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
        {RULES.map((rule) => (
          <div key={rule.typed} className="contents">
            <dt>
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-[0.8125rem] text-brand-900 ring-1 ring-slate-200">
                {rule.typed}
              </code>
            </dt>
            <dd className="text-muted max-sm:mb-1">{rule.gives}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted">Une ligne vide sépare deux paragraphes.</p>
    </div>
  );
}
