import { useQuery } from "@tanstack/react-query";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { QueryPanel } from "../../shared/components/query-panel.tsx";
import { SettingsSection } from "../../shared/components/settings-section.tsx";
import { tariffCategoriesQueryOptions, tariffChargeQueryOptions } from "../api/tariffs.ts";
import { TariffCategoryList } from "../components/tariff-category-list.tsx";
import { TariffChargeForm } from "../components/tariff-charge-form.tsx";

const TITLE = "Tarifs";

/**
 * /admin/tariffs: the tariffs families may claim at registration (who qualifies, the default
 * price, the proof asked), in the order the plaines' pages list them, and what a registration is
 * charged while its claim waits for an administrator.
 */
export function TariffsPage() {
  usePageTitle(TITLE);
  const categories = useQuery(tariffCategoriesQueryOptions());
  const charge = useQuery(tariffChargeQueryOptions());

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      width="max-w-4xl"
      title={TITLE}
      subtitle="Les tarifs qu'une famille peut demander à l'inscription, en plus du prix standard. Chaque plaine peut donner son propre prix à chaque tarif."
    >
      <div className="space-y-6">
        <SettingsSection id="tariff-categories-title" title="Tarifs proposés">
          <QueryPanel query={categories} loading={<Skeleton className="h-40 w-full" />} errorTitle="Impossible de charger les tarifs">
            {(view) => <TariffCategoryList view={view} />}
          </QueryPanel>
        </SettingsSection>

        <SettingsSection id="tariff-charge-title" title="En attendant la vérification">
          <QueryPanel
            query={charge}
            loading={<Skeleton className="h-32 w-full" />}
            errorTitle="Impossible de charger la règle de facturation"
          >
            {(view) => <TariffChargeForm view={view} />}
          </QueryPanel>
        </SettingsSection>
      </div>
    </SubPage>
  );
}
