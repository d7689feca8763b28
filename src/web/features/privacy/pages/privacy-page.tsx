import { Link } from "react-router";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { paths } from "../../../../domain/paths.ts";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { EraseAccountForm } from "../components/erase-account-form.tsx";
import { ExportPanel } from "../components/export-panel.tsx";

const PRIVACY_TITLE = "Mes données";

/** The parent's rights over their data: a copy of everything (art. 15 and 20), and the erasure (art. 17). */
export function PrivacyPage() {
  return (
    <DashboardSubPage
      title={PRIVACY_TITLE}
      subtitle={
        <>
          Téléchargez ce que nous gardons à votre sujet, ou supprimez votre compte. Tout est expliqué dans notre{" "}
          <Link to={paths.privacy} className="font-semibold text-brand-800 underline underline-offset-4">
            politique de confidentialité
          </Link>
          .
        </>
      }
    >
      <div className="space-y-6">
        <Card>
          <CardBody className="p-6 sm:p-8">
            <ExportPanel />
          </CardBody>
        </Card>
        <Card>
          <CardBody className="p-6 sm:p-8">
            <EraseAccountForm />
          </CardBody>
        </Card>
      </div>
    </DashboardSubPage>
  );
}
