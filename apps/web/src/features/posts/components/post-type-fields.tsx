import { TextField } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
import { type PostFormState, postFieldIds } from '../hooks/use-post-form';

/*
 * The inputs of one post type each (SPEC.md §4/§5): LINK's address here; IMAGE's pictures and
 * VIDEO's upload or address in media-post-fields.tsx (loaded when chosen). TEXT has only the
 * content field, which every type shows after these.
 */

/** The link's address. */
export function LinkPostFields({ form }: { form: PostFormState }) {
  const { values, errors, change, touch } = form;
  return (
    <TextField
      id={postFieldIds.url}
      type="url"
      inputMode="url"
      label={ko.posts.form.url}
      required
      placeholder={ko.posts.form.urlPlaceholder}
      autoComplete="off"
      value={values.url}
      onChange={(event) => change('url', { url: event.target.value })}
      onBlur={touch('url')}
      error={errors.url}
      hint={ko.posts.form.urlHint}
    />
  );
}
