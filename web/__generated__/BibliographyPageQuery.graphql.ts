/**
 * @generated SignedSource<<0cf4bb4945d72a02974642d672553ae6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleKind = "BLOG" | "CONTENT" | "JOURNAL" | "STORY" | "%future added value";
export type BibliographyType = "ARTICLE" | "BOOK" | "CHAPTER" | "OTHER" | "REPORT" | "THESIS" | "WEBPAGE" | "%future added value";
export type BibliographyPageQuery$variables = {
  language?: string | null | undefined;
  recId: number;
};
export type BibliographyPageQuery$data = {
  readonly bibliographyItem: {
    readonly articles: ReadonlyArray<{
      readonly kind: ArticleKind;
      readonly recId: number;
      readonly title: string;
    }>;
    readonly citation: string;
    readonly creator: string;
    readonly date: string;
    readonly dlfile: string;
    readonly doi: string | null | undefined;
    readonly issue: string;
    readonly journal: string;
    readonly pages: string;
    readonly pgsepar: string;
    readonly place: string;
    readonly pubin2: string;
    readonly publisher: string;
    readonly recId: number;
    readonly species: ReadonlyArray<{
      readonly recId: number;
      readonly scientificName: string;
      readonly uri: string;
    }>;
    readonly title: string;
    readonly type: BibliographyType;
    readonly volume: string;
    readonly weburl: string;
    readonly " $fragmentSpreads": FragmentRefs<"BibliographyForm_item">;
  } | null | undefined;
  readonly bibliographyViewerCan: {
    readonly edit: boolean;
    readonly import: boolean;
  };
};
export type BibliographyPageQuery = {
  response: BibliographyPageQuery$data;
  variables: BibliographyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recId"
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "BibliographyAbilities",
  "kind": "LinkedField",
  "name": "bibliographyViewerCan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "import",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "recId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "language",
      "variableName": "language"
    }
  ],
  "kind": "ScalarField",
  "name": "citation",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creator",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pubin2",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "journal",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "volume",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issue",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publisher",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pgsepar",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pages",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weburl",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dlfile",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "doi",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uri",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BibliographyPageQuery",
    "selections": [
      (v2/*: any*/),
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "BibliographyItem",
        "kind": "LinkedField",
        "name": "bibliographyItem",
        "plural": false,
        "selections": [
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/),
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/),
          (v15/*: any*/),
          (v16/*: any*/),
          (v17/*: any*/),
          (v18/*: any*/),
          (v19/*: any*/),
          (v20/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": true,
            "selections": [
              (v4/*: any*/),
              (v21/*: any*/),
              (v22/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "articles",
            "plural": true,
            "selections": [
              (v4/*: any*/),
              (v23/*: any*/),
              (v9/*: any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BibliographyForm_item"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "BibliographyPageQuery",
    "selections": [
      (v2/*: any*/),
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "BibliographyItem",
        "kind": "LinkedField",
        "name": "bibliographyItem",
        "plural": false,
        "selections": [
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/),
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/),
          (v15/*: any*/),
          (v16/*: any*/),
          (v17/*: any*/),
          (v18/*: any*/),
          (v19/*: any*/),
          (v20/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": true,
            "selections": [
              (v4/*: any*/),
              (v21/*: any*/),
              (v22/*: any*/),
              (v24/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "articles",
            "plural": true,
            "selections": [
              (v4/*: any*/),
              (v23/*: any*/),
              (v9/*: any*/),
              (v24/*: any*/)
            ],
            "storageKey": null
          },
          (v24/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8bcf1db0156ec0ac6ee12a13e4468d0f",
    "id": null,
    "metadata": {},
    "name": "BibliographyPageQuery",
    "operationKind": "query",
    "text": "query BibliographyPageQuery(\n  $recId: Int!\n  $language: String\n) {\n  bibliographyViewerCan {\n    edit\n    import\n  }\n  bibliographyItem(recId: $recId) {\n    recId\n    type\n    citation(language: $language)\n    creator\n    date\n    title\n    pubin2\n    journal\n    volume\n    issue\n    publisher\n    place\n    pgsepar\n    pages\n    weburl\n    dlfile\n    doi\n    species {\n      recId\n      uri\n      scientificName\n      id\n    }\n    articles {\n      recId\n      kind\n      title\n      id\n    }\n    ...BibliographyForm_item\n    id\n  }\n}\n\nfragment BibliographyForm_item on BibliographyItem {\n  id\n  type\n  creator\n  date\n  title\n  pubin2\n  journal\n  volume\n  issue\n  publisher\n  place\n  pgsepar\n  pages\n  weburl\n  dlfile\n  doi\n}\n"
  }
};
})();

(node as any).hash = "3bb227e9583d99873f4a53623f441162";

export default node;
