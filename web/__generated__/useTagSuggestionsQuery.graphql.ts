/**
 * @generated SignedSource<<c899e690911883fbfb45d4ff5c2902b5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useTagSuggestionsQuery$variables = {
  first: number;
  prefix: string;
};
export type useTagSuggestionsQuery$data = {
  readonly tags: ReadonlyArray<{
    readonly count: number;
    readonly name: string;
  }>;
};
export type useTagSuggestionsQuery = {
  response: useTagSuggestionsQuery$data;
  variables: useTagSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "prefix"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "prefix",
        "variableName": "prefix"
      }
    ],
    "concreteType": "Tag",
    "kind": "LinkedField",
    "name": "tags",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTagSuggestionsQuery",
    "selections": (v2/*: any*/),
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
    "name": "useTagSuggestionsQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "44da9699915b6b04693312f4ec62ccb0",
    "id": null,
    "metadata": {},
    "name": "useTagSuggestionsQuery",
    "operationKind": "query",
    "text": "query useTagSuggestionsQuery(\n  $prefix: String!\n  $first: Int!\n) {\n  tags(prefix: $prefix, first: $first) {\n    name\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "5cc36a4b00ac4419ae5754872165fabc";

export default node;
