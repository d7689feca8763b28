import Globe from "lucide-react/icons/globe";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicAssociation } from "../../domain/association.ts";

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The association's phone, e-mail, postal address and page on a social network, those its
 * settings give (the footer on the dark surface, the about page on a card): `linkClass` styles the links.
 */
export function AssociationContact({ association, linkClass }: { association: PublicAssociation | undefined; linkClass: string }) {
  const { phone, email, address, social } = association ?? {};
  return (
    <address className="space-y-3 text-sm not-italic">
      {phone && (
        <ContactLine icon={Phone}>
          <a href={phone.href} className={linkClass}>
            {phone.display}
          </a>
        </ContactLine>
      )}
      {email && (
        <ContactLine icon={Mail}>
          <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
            {email}
          </a>
        </ContactLine>
      )}
      {address && (
        <ContactLine icon={MapPin}>
          <span>
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </span>
        </ContactLine>
      )}
      {social && (
        <ContactLine icon={Globe}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {social.label}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </ContactLine>
      )}
    </address>
  );
}
