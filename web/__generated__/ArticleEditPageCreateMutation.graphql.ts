/**
 * @generated SignedSource<<5236d5578dde9fcd4fd2864e9bd6bc0f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleKind = "BLOG" | "CONTENT" | "JOURNAL" | "STORY" | "%future added value";
export type ArticleStatus = "DRAFT" | "PUBLISHED" | "%future added value";
export type CreateArticleInput = {
  access?: number | null | undefined;
  category?: string | null | undefined;
  cite?: string | null | undefined;
  credit?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  description?: string | null | undefined;
  entityId?: string | null | undefined;
  featuredMediaId?: number | null | undefined;
  headline?: boolean | null | undefined;
  identifier?: string | null | undefined;
  kind: ArticleKind;
  language?: string | null | undefined;
  lead?: string | null | undefined;
  license?: string | null | undefined;
  licenseText?: string | null | undefined;
  mediaIds?: ReadonlyArray<number> | null | undefined;
  orderNo?: number | null | undefined;
  publishedAt?: string | null | undefined;
  source?: string | null | undefined;
  spatialCoverage?: string | null | undefined;
  status?: ArticleStatus | null | undefined;
  summary?: string | null | undefined;
  temporalCoverage?: string | null | undefined;
  title?: string | null | undefined;
};
export type ArticleEditPageCreateMutation$variables = {
  input: CreateArticleInput;
};
export type ArticleEditPageCreateMutation$data = {
  readonly createArticle: {
    readonly __typename: string;
    readonly article?: {
      readonly id: string;
      readonly path: string;
      readonly recId: number;
      readonly status: ArticleStatus;
    };
    readonly richTextCleaned?: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type ArticleEditPageCreateMutation = {
  response: ArticleEditPageCreateMutation$data;
  variables: ArticleEditPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "richTextCleaned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "article",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArticlePayload",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*: any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v4/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleEditPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createArticle",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v5/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ArticleEditPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createArticle",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "84667e5b7077c277f5fb51a661f693cb",
    "id": null,
    "metadata": {},
    "name": "ArticleEditPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ArticleEditPageCreateMutation(\n  $input: CreateArticleInput!\n) {\n  createArticle(input: $input) {\n    __typename\n    ... on ArticlePayload {\n      richTextCleaned\n      article {\n        id\n        recId\n        status\n        path\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "459ef4e6077042dfc4c8eaa8fa6d0fe8";

export default node;
