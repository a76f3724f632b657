/**
 * @generated SignedSource<<801d8b1b27ac135981ca66edbca79934>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EntityAutocompleteQuery$variables = {
  first?: number | null | undefined;
  query: string;
  types?: ReadonlyArray<number> | null | undefined;
};
export type EntityAutocompleteQuery$data = {
  readonly autocompleteEntities: ReadonlyArray<{
    readonly displayName: string;
    readonly id: string;
    readonly locationText: string | null | undefined;
    readonly profileImageUrl: string | null | undefined;
    readonly recId: number;
    readonly type: number;
  }>;
};
export type EntityAutocompleteQuery = {
  response: EntityAutocompleteQuery$data;
  variables: EntityAutocompleteQuery$variables;
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
  "name": "query"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "types"
},
v3 = [
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
        "name": "query",
        "variableName": "query"
      },
      {
        "kind": "Variable",
        "name": "types",
        "variableName": "types"
      }
    ],
    "concreteType": "Entity",
    "kind": "LinkedField",
    "name": "autocompleteEntities",
    "plural": true,
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
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profileImageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "locationText",
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
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityAutocompleteQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "EntityAutocompleteQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "8e38b66c613e33e9ec5b29f84ba9dbbd",
    "id": null,
    "metadata": {},
    "name": "EntityAutocompleteQuery",
    "operationKind": "query",
    "text": "query EntityAutocompleteQuery(\n  $query: String!\n  $first: Int\n  $types: [Int!]\n) {\n  autocompleteEntities(query: $query, first: $first, types: $types) {\n    id\n    recId\n    type\n    displayName\n    profileImageUrl\n    locationText\n  }\n}\n"
  }
};
})();

(node as any).hash = "1579543200d4f317bc5d896985688f7b";

export default node;
