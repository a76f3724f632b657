import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ArticlePageDeleteMutation } from '../../__generated__/ArticlePageDeleteMutation.graphql.ts';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import { privacyLevel } from '@domain/privacy.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Spinner, useConfirm, useToast } from '../../ui/index.ts';
import { ArticleReferences } from '../bibliography/ArticleReferences.tsx';
import { ItemComments } from '../comments/ItemComments.tsx';
import { privacyMessages } from '../home/timeline-item.ts';
import { AddToCollectionAction } from '../collections/CollectionLinks.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { PhotoGallery } from '../media/PhotoGallery.tsx';
import { globalId } from '../posts/edit-route.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { kindOfPath, kindPaths } from './article-kind.ts';
import { articleMessages as m } from './messages.ts';
import '../posts/posts.css';
import '../rich-text/rich-text-view.css';
import './articles.css';

const articleQuery = graphql`
  query ArticlePageQuery($id: ID!) {
    node(id: $id) {
      ... on Article {
        id
        recId
        kind
        category
        title
        lead
        description
        status
        source
        cite
        credit
        license
        licenseText
        publishedAt
        createdAt
        viewerCanEdit
        viewerCanDelete
        author {
          recId
          displayName
        }
        media {
          ...PhotoGallery_media
        }
        ...ArticleReferences_article
        item {
          id
          privacy
          ...LikeButton_likeable
          ...LikeButton_updatable
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ArticlePageDeleteMutation($id: ID!) {
    deleteArticle(id: $id) {
      __typename
      ... on DeleteArticlePayload {
        deletedId @deleteRecord
      }
    }
  }
`;

/** The route component of `/blog/{rec_id}` and `/story/{rec_id}`: an article in full, with its likes and comments. */
export default function ArticlePage() {
  return (
    <PartTexts part="publishing">
      <ArticlePageScreen />
    </PartTexts>
  );
}

function ArticlePageScreen() {
  return (
    <RouteScreen className="articles-page">
      <ArticleContent />
    </RouteScreen>
  );
}

function ArticleContent() {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const { recId = '' } = useParams();
  const { node: article } = useLazyLoadQuery<ArticlePageQuery>(articleQuery, { id: globalId('Article', recId) }, { fetchPolicy: 'store-and-network' });
  const [commitDelete, deleting] = useMutation<ArticlePageDeleteMutation>(deleteMutation);
  if (!article?.id || article.kind !== kind || kind === 'CONTENT' || kind === 'JOURNAL') return <p className="articles-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  const paths = kindPaths(kind);
  const when = new Date(article.publishedAt ?? article.createdAt!);

  const remove = async () => {
    const confirmed = await confirm({ message: formatToken(intl, 'CONFIRM_DELETE_ITEM'), confirmLabel: intl.formatMessage(m.delete), destructive: true });
    if (!confirmed) return;
    commitDelete({
      variables: { id: article.id! },
      onCompleted: ({ deleteArticle }) => {
        if (deleteArticle.__typename !== 'DeleteArticlePayload') {
          toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
          return;
        }
        toast(intl.formatMessage(m.deleted), { kind: 'success' });
        void navigate(paths.list, { replace: true });
      },
      onError: () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' }),
    });
  };

  const licence = article.license === 'CUSTOM' ? article.licenseText : (LICENCE_NAMES[article.license as keyof typeof LICENCE_NAMES] ?? article.license);
  return (
    <article className="posts-article" data-testid="article">
      <header className="posts-article__header">
        <span className="posts-article__type">{intl.formatMessage(m.category, { category: article.category })}</span>
        <h1 className="posts-article__title">{article.title}</h1>
        <p className="posts-article__meta">
          {article.author && <Link to={`/people/${article.author.recId}`}>{article.author.displayName}</Link>}
          {' · '}
          <time dateTime={when.toISOString()}>{intl.formatDate(when, { dateStyle: 'medium' })}</time>
          {article.item && article.status === 'PUBLISHED' && ` · ${intl.formatMessage(privacyMessages[privacyLevel(article.item.privacy)])}`}
          {article.status === 'DRAFT' && <span className="articles-badge">{intl.formatMessage(m.draft)}</span>}
        </p>
      </header>
      {article.lead && <p className="posts-article__lead">{article.lead}</p>}
      {/* Sanitised by the server with the one rich-text allowlist. */}
      <div className="posts-article__body rich-text-view" dangerouslySetInnerHTML={{ __html: article.description ?? '' }} />
      {article.media && article.media.length > 0 && <PhotoGallery media={article.media} />}
      <p className="articles-article__licence">
        {intl.formatMessage(m.licence)}: {licence}
        {article.credit && ` · ${article.credit}`}
        {article.source && ` · ${intl.formatMessage(m.source)}: ${article.source}`}
      </p>
      {article.cite && (
        <p className="articles-article__licence">
          {intl.formatMessage(m.cite)}: {article.cite}
        </p>
      )}
      <ArticleReferences article={article} />
      <div className="posts-article__actions">
        {article.item && article.status === 'PUBLISHED' && <LikeButton likeable={article.item} updatable={article.item} />}
        {article.status === 'PUBLISHED' && <AddToCollectionAction kind="ARTICLE" targetId={article.recId!} className="posts-button posts-button--quiet" />}
        <span className="posts-actions__spacer" />
        {article.viewerCanEdit && (
          <Link className="posts-button posts-button--quiet" to={paths.edit(article.recId!)}>
            {intl.formatMessage(m.editArticle)}
          </Link>
        )}
        {article.viewerCanDelete && (
          <Button className="posts-button posts-button--danger" onPress={() => void remove()} isDisabled={deleting}>
            {intl.formatMessage(m.delete)}
          </Button>
        )}
      </div>
      {article.item && article.status === 'PUBLISHED' && (
        <section className="posts-comments" aria-label={intl.formatMessage(m.comments)}>
          <h2>{intl.formatMessage(m.comments)}</h2>
          <Suspense fallback={<Spinner />}>
            <ItemComments itemId={article.item.id} />
          </Suspense>
        </section>
      )}
    </article>
  );
}
