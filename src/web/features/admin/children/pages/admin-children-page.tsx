import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { SubPage } from "../../../../components/sub-page.tsx";
import { useLoadErrorToast } from "../../../../components/load-error.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminChildrenQueryOptions } from "../api/get-children.ts";
import { ChildSheet } from "../components/child-sheet.tsx";
import { ChildrenTable } from "../components/children-table.tsx";
import { ParentLookup } from "../components/parent-lookup.tsx";

const CHILDREN_TITLE = "Enfants";
const CHILDREN_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des enfants";
/** The open sheet's child, in the address so a reload or a shared link opens it again. */
const CHILD_PARAM = "child";

function childrenSummary(total: number, withMedicalInfo: number): string {
  const children = total === 1 ? "1 enfant" : `${total} enfants`;
  return `${children} · ${withMedicalInfo} avec des informations médicales`;
}

export function AdminChildrenPage() {
  usePageTitle(CHILDREN_TITLE);
  const list = useQuery(adminChildrenQueryOptions());
  useLoadErrorToast(list.error, CHILDREN_LOAD_ERROR_MESSAGE);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(CHILD_PARAM);
  const openChild = list.data?.children.find((child) => child.id === openId);

  const setOpenId = (id: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CHILD_PARAM);
        else next.set(CHILD_PARAM, id);
        return next;
      },
      // Opening is a step Back undoes; closing replaces it, so Back then leaves the page.
      { replace: id === null },
    );

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={CHILDREN_TITLE}
      subtitle="Les fiches des enfants inscrits et le contact de leurs parents. Chaque consultation des informations médicales est enregistrée."
    >
      <Card>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <QueryView
            query={list}
            loading={
              <SkeletonStack busy className="space-y-3" bars={["h-10 w-full max-w-sm", "h-12 w-full", "h-12 w-full", "h-12 w-full"]} />
            }
            errorTitle={CHILDREN_LOAD_ERROR_MESSAGE}
          >
            {(data) => (
              <>
                <p className="text-sm text-muted" data-testid="children-summary">
                  {childrenSummary(data.children.length, data.children.filter((child) => child.hasMedicalInfo).length)}
                </p>
                <ChildrenTable items={data.children} onOpen={setOpenId} />
              </>
            )}
          </QueryView>
        </CardBody>
      </Card>
      <Card className="mt-6">
        <CardBody className="space-y-4 p-5 sm:p-6">
          <div>
            <h2 className="text-lg font-bold text-ink">Compte d'un parent</h2>
            <p className="text-sm text-muted">
              Une demande d'accès ou d'effacement reçue par e-mail&nbsp;: retrouvez le compte par son adresse, même sans enfant inscrit.
            </p>
          </div>
          <ParentLookup onOpenChild={setOpenId} />
        </CardBody>
      </Card>
      <ChildSheet
        childId={openId}
        title={openChild ? `${openChild.firstName} ${openChild.lastName}` : undefined}
        onClose={() => setOpenId(null)}
      />
    </SubPage>
  );
}
