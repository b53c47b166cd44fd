import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
import {
  buildInquiryMailto,
  emptyInquiry,
  type InquiryErrors,
  type InquiryFields,
  validateInquiry,
} from '../utils/inquiry';

interface AdInquiryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactEmail: string;
  /** Opens the mail draft; replaced in tests. */
  openMailDraft?: (href: string) => void;
}

function navigateToMail(href: string) {
  window.location.href = href;
}

export function AdInquiryModal({
  open,
  onOpenChange,
  contactEmail,
  openMailDraft = navigateToMail,
}: AdInquiryModalProps) {
  const [fields, setFields] = useState<InquiryFields>(emptyInquiry);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const t = ko.adInquiry;

  const update = (key: keyof InquiryFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateInquiry(fields);
    setErrors(found);
    const firstInvalid = (['name', 'contact', 'details'] as const).find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(`ad-inquiry-${firstInvalid}`)?.focus();
      return;
    }
    openMailDraft(buildInquiryMailto(contactEmail, fields));
    setFields(emptyInquiry);
    onOpenChange(false);
  };

  const onOpenChangeAndReset = (next: boolean) => {
    if (!next) setErrors({});
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChangeAndReset}
      title={t.title}
      description={t.description}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4 pt-2">
        <TextField
          id="ad-inquiry-name"
          label={t.name}
          required
          autoComplete="name"
          value={fields.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          id="ad-inquiry-contact"
          label={t.contact}
          required
          placeholder={t.contactPlaceholder}
          value={fields.contact}
          onChange={update('contact')}
          error={errors.contact}
        />
        <TextField
          id="ad-inquiry-businessNumber"
          label={t.businessNumber}
          inputMode="numeric"
          placeholder={t.businessNumberPlaceholder}
          value={fields.businessNumber}
          onChange={update('businessNumber')}
        />
        <TextAreaField
          id="ad-inquiry-details"
          label={t.details}
          required
          rows={5}
          placeholder={t.detailsPlaceholder}
          value={fields.details}
          onChange={update('details')}
          error={errors.details}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button onClick={() => onOpenChangeAndReset(false)}>{ko.common.cancel}</Button>
          <Button type="submit" variant="primary">
            {t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
