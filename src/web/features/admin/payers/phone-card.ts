/** On a phone card, the actions' cell is the card's footer: no label before it, full width, under a line. */
export const PHONE_CARD_FOOTER =
  "max-md:block max-md:text-left max-md:before:content-none max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3";
