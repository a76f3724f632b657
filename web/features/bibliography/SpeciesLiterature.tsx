import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SpeciesLiterature_species$key } from '../../__generated__/SpeciesLiterature_species.graphql.ts';
import type { SpeciesLiteratureLinkMutation } from '../../__generated__/SpeciesLiteratureLinkMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { bibliographyMessages as m } from './messages.ts';
import './bibliography.css';

/** The species popup's "Literature": its items as formatted references, each linking to its page; editors link and unlink items. */
export function SpeciesLiterature({ species }: { species: SpeciesLiterature_species$key }) {
  const intl = useIntl();
  const formId = useId();
  const requestError = useRequestErrorAlert();
  const data = useFragment(
    graphql`
      fragment SpeciesLiterature_species on Species {
        id
        viewerCanLinkBibliography
        bibliography {
          recId
          citation
        }
      }
    `,
    species,
  );
  const [number, setNumber] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, busy] = useMutation<SpeciesLiteratureLinkMutation>(graphql`
    mutation SpeciesLiteratureLinkMutation($itemId: ID!, $speciesId: ID!, $linked: Boolean!) {
      setBibliographyLink(itemId: $itemId, speciesId: $speciesId, linked: $linked) {
        __typename
        ... on BibliographyItemPayload {
          item {
            species {
              ...SpeciesLiterature_species
            }
          }
        }
        ...mutationError_error
      }
    }
  `);
  const setLinked = (recId: number, linked: boolean) => {
    setFailure(null);
    commit({
      // the node id of an item is its type and number (Relay global ids)
      variables: { itemId: btoa(`BibliographyItem:${recId}`), speciesId: data.id, linked },
      onCompleted: ({ setBibliographyLink: result }) => {
        if (result.__typename === 'BibliographyItemPayload') {
          setNumber('');
          return;
        }
        setFailure(formatToken(intl, mutationError(result)?.code ?? 'OPERATION_NOT_SUCCEEDED'));
      },
      updater: (store) => {
        // a linked item's answer names the species with its new list; an unlinked one no longer names it
        if (linked) return;
        const record = store.get(data.id);
        const list = record?.getLinkedRecords('bibliography');
        if (record && list)
          record.setLinkedRecords(
            list.filter((each) => each?.getValue('recId') !== recId),
            'bibliography',
          );
      },
      onError: (error) => void requestError(error),
    });
  };
  if (!data.bibliography.length && !data.viewerCanLinkBibliography) return null;
  return (
    <section className="species-section" aria-labelledby={`${formId}-title`} data-testid="species-literature">
      <h3 id={`${formId}-title`} className="species-section__title">
        {intl.formatMessage(m.literature)}
      </h3>
      {data.bibliography.length ? (
        <ul className="bibliography-cited">
          {data.bibliography.map((item) => (
            <li key={item.recId}>
              <Link to={`/bibliography/${item.recId}`} dangerouslySetInnerHTML={{ __html: item.citation }} />
              {data.viewerCanLinkBibliography && (
                <>
                  {' '}
                  <button type="button" className="bibliography-button" disabled={busy} onClick={() => setLinked(item.recId, false)}>
                    {intl.formatMessage(m.unlink)}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bibliography-empty">{intl.formatMessage(m.literatureNone)}</p>
      )}
      {data.viewerCanLinkBibliography && (
        <form
          className="bibliography-actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (/^\d{1,9}$/.test(number)) setLinked(Number(number), true);
          }}
        >
          <div className="bibliography-field">
            <label htmlFor={`${formId}-item`}>{intl.formatMessage(m.linkItem)}</label>
            <input id={`${formId}-item`} inputMode="numeric" value={number} onChange={(event) => setNumber(event.target.value.trim())} />
          </div>
          <button type="submit" className="bibliography-button" disabled={busy || !/^\d{1,9}$/.test(number)}>
            {intl.formatMessage(m.link)}
          </button>
        </form>
      )}
      {failure && (
        <p role="alert" className="bibliography-error">
          {failure}
        </p>
      )}
    </section>
  );
}
