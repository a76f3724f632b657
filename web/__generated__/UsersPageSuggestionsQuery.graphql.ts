/**
 * @generated SignedSource<<ab527c9d6fea81934b35af571fef4b91>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type UsersPageSuggestionsQuery$variables = Record<PropertyKey, never>;
export type UsersPageSuggestionsQuery$data = {
  readonly promotionSuggestions: ReadonlyArray<{
    readonly displayName: string;
    readonly entityId: number;
    readonly records: {
      readonly acceptanceRate: number | null | undefined;
      readonly accepted: number;
      readonly rejected: number;
    };
    readonly role: Role;
    readonly suggested: Role;
  }>;
};
export type UsersPageSuggestionsQuery = {
  response: UsersPageSuggestionsQuery$data;
  variables: UsersPageSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PromotionSuggestion",
    "kind": "LinkedField",
    "name": "promotionSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "entityId",
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggested",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecordFigures",
        "kind": "LinkedField",
        "name": "records",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accepted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptanceRate",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersPageSuggestionsQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UsersPageSuggestionsQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "2f38ff2bac24bddace30fa8fa6e77fd9",
    "id": null,
    "metadata": {},
    "name": "UsersPageSuggestionsQuery",
    "operationKind": "query",
    "text": "query UsersPageSuggestionsQuery {\n  promotionSuggestions {\n    entityId\n    displayName\n    role\n    suggested\n    records {\n      accepted\n      rejected\n      acceptanceRate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df679e43efcd4d4ea2224f5438c93b9c";

export default node;
