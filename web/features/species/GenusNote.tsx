import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { GenusNote_species$key } from '../../__generated__/GenusNote_species.graphql.ts';
import type { GenusNoteSaveMutation } from '../../__generated__/GenusNoteSaveMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { defineMessages } from '../../i18n/define-messages.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Icon, useAlert, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { richTextMessages } from '../rich-text/messages.ts';
import { RichTextField } from '../rich-text/RichTextField.tsx';

/** Texts of the genus note and its editor (catalog part `editing`). Hungarian is the source. */
const messages = defineMessages({
  title: { id: 'genus.title', defaultMessage: 'A(z) {genus} nemről', description: 'Species popup: heading of the admins note on the genus' },
  empty: { id: 'genus.empty', defaultMessage: 'Ehhez a nemhez még nincs jegyzet.', description: 'Species popup, for catalogue editors: the genus has no note yet' },
  edit: { id: 'genus.edit', defaultMessage: 'Nemjegyzet szerkesztése', description: 'Button on the species popup opening the genus note editor' },
  field: { id: 'genus.field', defaultMessage: 'Jegyzet a(z) {genus} nemről', description: 'Label of the genus note editor; {genus} the genus name' },
  hint: {
    id: 'genus.hint',
    defaultMessage: 'A nem minden fajánál megjelenik. Üresen mentve a jegyzet törlődik.',
    description: 'Hint under the genus note editor: the note shows on every species of the genus; saving it empty removes it',
  },
  save: { id: 'genus.save', defaultMessage: 'Mentés', description: 'Button: save the genus note' },
  cancel: { id: 'genus.cancel', defaultMessage: 'Mégse', description: 'Button: close the genus note editor without saving' },
  saved: { id: 'genus.saved', defaultMessage: 'A nemjegyzet mentve', description: 'Toast after saving a genus note' },
});

const saveMutation = graphql`
  mutation GenusNoteSaveMutation($genus: String!, $note: String!) {
    saveGenusNote(genus: $genus, note: $note) {
      __typename
      ... on GenusNotePayload {
        richTextCleaned
        genus {
          name
          note
        }
      }
      ...mutationError_error
    }
  }
`;

interface GenusData {
  readonly name: string;
  readonly note: string;
  readonly viewerCanEdit: boolean;
}

/**
 * The species popup's genus note (recording §7 genus edit), written by whoever may edit the
 * catalogue (the server's `viewerCanEdit`), who also gets its editor here; nothing for others when there is none.
 */
export function GenusNote({ species }: { species: GenusNote_species$key }) {
  const { id, genusInfo } = useFragment(
    graphql`
      fragment GenusNote_species on Species {
        id
        genusInfo {
          name
          note
          viewerCanEdit
        }
      }
    `,
    species,
  );
  if (!genusInfo.note && !genusInfo.viewerCanEdit) return null;
  return (
    <Suspense fallback={null}>
      <PartTexts part="editing">
        <GenusNoteSection speciesId={id} genus={genusInfo} />
      </PartTexts>
    </Suspense>
  );
}

function GenusNoteSection({ speciesId, genus }: { speciesId: string; genus: GenusData }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  return (
    <section className="species-section" aria-labelledby="species-genus-note" data-testid="genus-note">
      <h3 id="species-genus-note" className="species-section__title">
        {intl.formatMessage(messages.title, { genus: genus.name })}
      </h3>
      {editing ? (
        <GenusNoteEditor speciesId={speciesId} genus={genus} onClose={() => setEditing(false)} />
      ) : (
        <>
          {genus.note ? (
            // sanitised by the server (saveGenusNote)
            <div className="species-description" dangerouslySetInnerHTML={{ __html: genus.note }} />
          ) : (
            <p className="species-muted">{intl.formatMessage(messages.empty)}</p>
          )}
          {genus.viewerCanEdit && (
            <Button className="species-button species-button--small species-genus-note__edit" onPress={() => setEditing(true)}>
              <Icon name="pen" size={16} />
              {intl.formatMessage(messages.edit)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The note's editor: the one rich-text field; saving answers RICH_TEXT_CLEANED when the allowlist removed something. */
function GenusNoteEditor({ speciesId, genus, onClose }: { speciesId: string; genus: GenusData; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const [value, setValue] = useState(genus.note);
  const [problem, setProblem] = useState<string>();
  const [commit, saving] = useMutation<GenusNoteSaveMutation>(saveMutation);

  const save = () => {
    setProblem(undefined);
    commit({
      variables: { genus: genus.name, note: value },
      // The genus is no node: the species' own copy of it takes the saved note.
      updater: (store, response) => {
        const saved = response?.saveGenusNote.__typename === 'GenusNotePayload' ? response.saveGenusNote.genus : undefined;
        if (saved) store.get(speciesId)?.getLinkedRecord('genusInfo')?.setValue(saved.note, 'note');
      },
      onCompleted: ({ saveGenusNote: result }) => {
        if (result.__typename === 'GenusNotePayload') {
          toast(intl.formatMessage(result.richTextCleaned ? richTextMessages.cleaned : messages.saved), { kind: 'success' });
          onClose();
          return;
        }
        const error = mutationError(result);
        const field = error?.fields[0];
        if (field) {
          setProblem(formatToken(intl, field.code));
          return;
        }
        void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
      },
      onError: (error) => void requestError(error),
    });
  };

  return (
    <form
      className="species-genus-form"
      data-testid="genus-note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <RichTextField name="genus-note" label={intl.formatMessage(messages.field, { genus: genus.name })} value={value} onChange={setValue} error={problem} rows={6} />
      <p className="species-muted">{intl.formatMessage(messages.hint)}</p>
      <div className="species-card__actions">
        <Button type="submit" className="species-button species-button--primary" isDisabled={saving}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button className="species-button" isDisabled={saving} onPress={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}
