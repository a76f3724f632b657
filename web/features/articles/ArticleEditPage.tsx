import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ArticleEditPageCreateMutation } from '../../__generated__/ArticleEditPageCreateMutation.graphql.ts';
import type { ArticleEditPageQuery } from '../../__generated__/ArticleEditPageQuery.graphql.ts';
import type { ArticleEditPageRestoreMutation } from '../../__generated__/ArticleEditPageRestoreMutation.graphql.ts';
import type { ArticleEditPageUpdateMutation } from '../../__generated__/ArticleEditPageUpdateMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { ARTICLE_CATEGORIES, ARTICLE_LICENCES, type ArticleKind } from '@domain/articles.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '@domain/languages.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import { PRIVACY_CHOICES, privacyLevel } from '@domain/privacy.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { privacyMessages } from '../home/timeline-item.ts';
import { ArticleReferences } from '../bibliography/ArticleReferences.tsx';
import { MediaUploadField } from '../media/MediaUploadField.tsx';
import { existingUpload, UploadQueue } from '../media/upload-queue.ts';
import { xhrTransport } from '../media/upload-transport.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { globalId } from '../posts/edit-route.ts';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { richTextMessages } from '../rich-text/messages.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { kindOfPath, kindPaths, NEW_TITLES } from './article-kind.ts';
import { articleMessages as m } from './messages.ts';
import '../posts/posts.css';
import './articles.css';

const editQuery = graphql`
  query ArticleEditPageQuery($id: ID!, $existing: Boolean!) {
    node(id: $id) @include(if: $existing) {
      ... on Article {
        id
        recId
        kind
        category
        identifier
        language
        title
        summary
        lead
        description
        status
        access
        headline
        source
        cite
        credit
        license
        licenseText
        orderNo
        path
        viewerCanEdit
        media {
          recId
          fileName
          mediaType
          thumb
          pres
          orig
        }
        ...ArticleReferences_article
        revisions {
          recId
          createdAt
          editorName
          title
          changedFields
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation ArticleEditPageCreateMutation($input: CreateArticleInput!) {
    createArticle(input: $input) {
      __typename
      ... on ArticlePayload {
        richTextCleaned
        article {
          id
          recId
          status
          path
        }
      }
      ...mutationError_error
    }
  }
`;

const updateMutation = graphql`
  mutation ArticleEditPageUpdateMutation($input: UpdateArticleInput!) {
    updateArticle(input: $input) {
      __typename
      ... on ArticlePayload {
        richTextCleaned
        article {
          id
          recId
          status
          path
        }
      }
      ...mutationError_error
    }
  }
`;

const restoreMutation = graphql`
  mutation ArticleEditPageRestoreMutation($revisionId: Int!) {
    restoreArticleRevision(revisionId: $revisionId) {
      __typename
      ... on ArticlePayload {
        article {
          id
          title
          summary
          description
          status
          revisions {
            recId
            createdAt
            editorName
            title
            changedFields
          }
        }
      }
      ...mutationError_error
    }
  }
`;

type Article = NonNullable<ArticleEditPageQuery['response']['node']>;

interface Values {
  title: string;
  category: string;
  identifier: string;
  language: string;
  summary: string;
  lead: string;
  description: string;
  access: number;
  headline: boolean;
  license: string;
  licenseText: string;
  source: string;
  cite: string;
  credit: string;
  orderNo: string;
}

function initialValues(kind: ArticleKind, article: Article | null | undefined, language: string): Values {
  return {
    title: article?.title ?? '',
    category: article?.category ?? ARTICLE_CATEGORIES[kind][0]!,
    identifier: article?.identifier ?? '',
    language: article?.language ?? language,
    summary: article?.summary ?? '',
    lead: article?.lead ?? '',
    description: article?.description ?? '',
    access: article?.access ?? 9,
    headline: article?.headline ?? false,
    license: article?.license ?? 'CC_BY_4_0',
    licenseText: article?.licenseText ?? '',
    source: article?.source ?? '',
    cite: article?.cite ?? '',
    credit: article?.credit ?? '',
    orderNo: String(article?.orderNo ?? 0),
  };
}

/**
 * The route component of `/story/edit/{rec_id}`, `/blog/edit/{rec_id}` and `/admin/content/edit/{id}`
 * (0: a new one): the article's fields with the one rich-text editor, saved as a draft or published,
 * and for its editors the revision history with a restore button on each.
 */
export default function ArticleEditPage() {
  return (
    <PartTexts part="publishing">
      <ArticleEditPageScreen />
    </PartTexts>
  );
}

function ArticleEditPageScreen() {
  const intl = useIntl();
  const kind = kindOfPath(useLocation().pathname);
  // /admin/content/edit/{id}; /entity/{id}/journal/edit/{recId}, where id is the journal's entity
  const params = useParams();
  const articleId = (kind === 'CONTENT' ? params.id : params.recId) ?? '0';
  const entityId = kind === 'JOURNAL' ? params.id : undefined;
  const existing = articleId !== '0';
  const data = useLazyLoadQuery<ArticleEditPageQuery>(editQuery, { id: globalId('Article', articleId), existing }, { fetchPolicy: 'network-only' });
  const article = data.node;
  if (existing && (!article?.id || !article.viewerCanEdit || article.kind !== kind)) {
    return (
      <RouteScreen className="articles-page">
        <p className="articles-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>
      </RouteScreen>
    );
  }
  return (
    <RouteScreen className="articles-page">
      <ArticleForm key={article?.id ?? 'new'} kind={kind} entityId={entityId} article={existing ? article : null} />
    </RouteScreen>
  );
}

function ArticleForm({ kind, entityId, article }: { kind: ArticleKind; entityId: string | undefined; article: Article | null | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const base = useId();
  const idOf = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<Values>(() => initialValues(kind, article, intl.locale.slice(0, 2)));
  const [problems, setProblems] = useState<readonly { field: string; code: string }[]>([]);
  const [commitCreate, creating] = useMutation<ArticleEditPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<ArticleEditPageUpdateMutation>(updateMutation);
  const [commitRestore, restoring] = useMutation<ArticleEditPageRestoreMutation>(restoreMutation);
  const busy = creating || updating || restoring;
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport());
    created.attachExisting((article?.media ?? []).map(existingUpload));
    return created;
  });
  const uploadsSettled = useUploadsSettled(queue);
  const paths = kindPaths(kind, entityId);
  const set =
    <Name extends keyof Values>(name: Name) =>
    (value: Values[Name]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const problemFor = (field: string) => {
    const problem = problems.find((each) => each.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };

  const fail = (result: mutationError_error$key) => {
    const error = mutationError(result);
    if (error?.fields.length) {
      setProblems(error.fields);
      return;
    }
    void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
  };

  const save = async (status: 'DRAFT' | 'PUBLISHED') => {
    setProblems([]);
    if (!(await uploadsSettled())) return;
    const fields = {
      mediaIds: queue.mediaIds,
      title: values.title,
      category: values.category,
      summary: values.summary,
      lead: values.lead,
      description: values.description,
      status,
      license: values.license,
      licenseText: values.license === 'CUSTOM' ? values.licenseText : '',
      source: values.source,
      cite: values.cite,
      credit: values.credit,
      ...(kind === 'CONTENT'
        ? { identifier: values.identifier, language: values.language, orderNo: Number(values.orderNo) || 0 }
        : { access: values.access, headline: kind === 'BLOG' ? values.headline : false }),
    };
    const done = (payload: { richTextCleaned?: boolean; article?: { path: string; recId: number } }) => {
      if (!payload.article) return;
      toast(intl.formatMessage(status === 'PUBLISHED' ? m.publishedToast : m.saved), { kind: 'success' });
      if (payload.richTextCleaned) toast(intl.formatMessage(richTextMessages.cleaned));
      const saved = payload.article;
      void navigate(kind === 'CONTENT' ? paths.edit(saved.recId) : saved.path, { replace: true });
    };
    const onError = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    if (article?.id) {
      commitUpdate({
        variables: { input: { id: article.id, ...fields } },
        onCompleted: ({ updateArticle }) => (updateArticle.__typename === 'ArticlePayload' ? done(updateArticle) : fail(updateArticle)),
        onError,
      });
    } else {
      commitCreate({
        variables: { input: { kind, ...fields, ...(entityId ? { entityId: globalId('Entity', entityId) } : {}) } },
        onCompleted: ({ createArticle }) => (createArticle.__typename === 'ArticlePayload' ? done(createArticle) : fail(createArticle)),
        onError,
      });
    }
  };

  const restore = async (revisionId: number) => {
    if (!(await confirm({ message: intl.formatMessage(m.confirmRestore), confirmLabel: intl.formatMessage(m.restore) }))) return;
    commitRestore({
      variables: { revisionId },
      onCompleted: ({ restoreArticleRevision: result }) => {
        if (result.__typename !== 'ArticlePayload') return fail(result);
        toast(intl.formatMessage(m.restored), { kind: 'success' });
        void navigate(0);
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  const field = (name: keyof Values, label: string, multiline = false) => {
    const id = idOf(name);
    return (
      <div className="posts-field">
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea
            id={id}
            name={name}
            rows={3}
            value={String(values[name])}
            aria-invalid={problemFor(name) ? true : undefined}
            onChange={(event) => set(name)(event.target.value)}
          />
        ) : (
          <input
            id={id}
            name={name}
            value={String(values[name])}
            aria-invalid={problemFor(name) ? true : undefined}
            onChange={(event) => set(name)(event.target.value)}
          />
        )}
        {problemFor(name) && <span className="posts-field__error">{problemFor(name)}</span>}
      </div>
    );
  };
  const categories = ARTICLE_CATEGORIES[kind];

  return (
    <form
      className="posts-form articles-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save('PUBLISHED');
      }}
    >
      <h1 className="posts-form__title">{intl.formatMessage(article ? m.editArticle : NEW_TITLES[kind])}</h1>
      {article?.path && article.status === 'PUBLISHED' && kind !== 'CONTENT' && (
        <Link className="posts-form__hint" to={article.path}>
          {intl.formatMessage(m.open)}
        </Link>
      )}
      {field('title', intl.formatMessage(m.title))}
      {categories.length > 1 && (
        <div className="posts-field">
          <label htmlFor={idOf('category')}>{intl.formatMessage(m.categoryLabel)}</label>
          <select id={idOf('category')} value={values.category} onChange={(event) => set('category')(event.target.value)}>
            {categories.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(m.category, { category: each })}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'CONTENT' && (
        <>
          {field('identifier', intl.formatMessage(m.identifier))}
          <div className="posts-field">
            <label htmlFor={idOf('language')}>{intl.formatMessage(m.language)}</label>
            <select id={idOf('language')} value={values.language} onChange={(event) => set('language')(event.target.value)}>
              {LANGUAGES.map((each) => (
                <option key={each} value={each}>
                  {LANGUAGE_NAMES[each]}
                </option>
              ))}
            </select>
          </div>
          {field('orderNo', intl.formatMessage(m.order))}
        </>
      )}
      {field('summary', intl.formatMessage(m.summary), true)}
      <RichTextField
        name="article-text"
        label={intl.formatMessage(m.text)}
        value={values.description}
        onChange={set('description')}
        error={problemFor('description')}
        rows={14}
      />
      <MediaUploadField queue={queue} />
      {article && <ArticleReferences article={article} editable />}
      {kind !== 'CONTENT' && (
        <div className="posts-field">
          <label htmlFor={idOf('access')}>{intl.formatMessage(m.access)}</label>
          <select id={idOf('access')} value={values.access} onChange={(event) => set('access')(Number(event.target.value))}>
            {PRIVACY_CHOICES.map((level) => (
              <option key={level} value={level}>
                {intl.formatMessage(privacyMessages[privacyLevel(level)])}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'BLOG' && (
        <label className="posts-check">
          <input type="checkbox" checked={values.headline} onChange={(event) => set('headline')(event.target.checked)} /> {intl.formatMessage(m.headline)}
        </label>
      )}
      <details>
        <summary>{intl.formatMessage(m.more)}</summary>
        {field('lead', intl.formatMessage(m.lead), true)}
        <div className="posts-field">
          <label htmlFor={idOf('license')}>{intl.formatMessage(m.licence)}</label>
          <select id={idOf('license')} value={values.license} onChange={(event) => set('license')(event.target.value)}>
            {ARTICLE_LICENCES.map((each) => (
              <option key={each} value={each}>
                {each === 'CUSTOM' ? intl.formatMessage(m.customLicence) : LICENCE_NAMES[each]}
              </option>
            ))}
          </select>
        </div>
        {values.license === 'CUSTOM' && field('licenseText', intl.formatMessage(m.licenceText), true)}
        {field('source', intl.formatMessage(m.source))}
        {field('cite', intl.formatMessage(m.cite))}
        {field('credit', intl.formatMessage(m.credit))}
      </details>
      <div className="posts-form__actions">
        <button type="button" className="posts-button" disabled={busy} onClick={() => void save('DRAFT')}>
          {intl.formatMessage(article?.status === 'PUBLISHED' ? m.unpublish : m.saveDraft)}
        </button>
        <button type="submit" className="posts-button posts-button--primary" disabled={busy}>
          {intl.formatMessage(m.publish)}
        </button>
      </div>
      {article?.revisions && article.revisions.length > 0 && (
        <section className="articles-revisions" aria-label={intl.formatMessage(m.revisions)}>
          <h2>{intl.formatMessage(m.revisions)}</h2>
          <ol>
            {article.revisions.map((revision, index) => (
              <li key={revision.recId}>
                {intl.formatMessage(m.revisionLine, {
                  when: intl.formatDate(new Date(revision.createdAt), { dateStyle: 'short', timeStyle: 'short' }),
                  editor: revision.editorName ?? '—',
                  fields: revision.changedFields.length ? revision.changedFields.join(', ') : intl.formatMessage(m.firstRevision),
                })}
                {index > 0 && (
                  <button type="button" className="posts-button posts-button--quiet" disabled={busy} onClick={() => void restore(revision.recId)}>
                    {intl.formatMessage(m.restore)}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </form>
  );
}
