/**
 * @generated SignedSource<<5c1bb3a44dd4de98b8593041cd0e164a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InfoPageQuery$variables = {
  language: string;
};
export type InfoPageQuery$data = {
  readonly contentPages: ReadonlyArray<{
    readonly article: {
      readonly id: string;
      readonly identifier: string | null | undefined;
      readonly summary: string;
      readonly title: string;
    };
    readonly fallback: boolean;
  }>;
};
export type InfoPageQuery = {
  response: InfoPageQuery$data;
  variables: InfoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      }
    ],
    "concreteType": "ShownContentPage",
    "kind": "LinkedField",
    "name": "contentPages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fallback",
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
            "name": "identifier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InfoPageQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "InfoPageQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "8076c63b97d5ab2db9853bce52dea406",
    "id": null,
    "metadata": {},
    "name": "InfoPageQuery",
    "operationKind": "query",
    "text": "query InfoPageQuery(\n  $language: String!\n) {\n  contentPages(language: $language) {\n    fallback\n    article {\n      id\n      identifier\n      title\n      summary\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2eb2b27b204199b2715826601a8ab379";

export default node;
