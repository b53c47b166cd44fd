import * as ko from '../../../lib/i18n/ko';

export interface InquiryFields {
  name: string;
  contact: string;
  businessNumber: string;
  details: string;
}

export type InquiryErrors = Partial<Record<keyof InquiryFields, string>>;

export const emptyInquiry: InquiryFields = {
  name: '',
  contact: '',
  businessNumber: '',
  details: '',
};

/** SPEC.md §5: name, contact and details are required; the business number is optional. */
export function validateInquiry(fields: InquiryFields): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!fields.name.trim()) errors.name = ko.adInquiry.nameRequired;
  if (!fields.contact.trim()) errors.contact = ko.adInquiry.contactRequired;
  if (!fields.details.trim()) errors.details = ko.adInquiry.detailsRequired;
  return errors;
}

/** A mailto: link whose draft carries every field, addressed to the site's contact address. */
export function buildInquiryMailto(contactEmail: string, fields: InquiryFields): string {
  const t = ko.adInquiry;
  const body = [
    `${t.bodyName}: ${fields.name.trim()}`,
    `${t.bodyContact}: ${fields.contact.trim()}`,
    `${t.bodyBusinessNumber}: ${fields.businessNumber.trim() || t.none}`,
    '',
    `${t.bodyDetails}:`,
    fields.details.trim(),
  ].join('\n');
  return `mailto:${contactEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(body)}`;
}
