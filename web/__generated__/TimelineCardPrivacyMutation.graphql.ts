/**
 * @generated SignedSource<<f79c5bbc36d1bd48ab97371a7c259268>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetItemPrivacyInput = {
  itemId: string;
  privacy: number;
};
export type TimelineCardPrivacyMutation$variables = {
  input: SetItemPrivacyInput;
};
export type TimelineCardPrivacyMutation$data = {
  readonly setItemPrivacy: {
    readonly __typename: "TimelineItem";
    readonly id: string;
    readonly privacy: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TimelineCardPrivacyMutation = {
  response: TimelineCardPrivacyMutation$data;
  variables: TimelineCardPrivacyMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacy",
      "storageKey": null
    }
  ],
  "type": "TimelineItem",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TimelineCardPrivacyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setItemPrivacy",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/)
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
    "name": "TimelineCardPrivacyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setItemPrivacy",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f372b3c257737cd7d5d98e52a72c92fe",
    "id": null,
    "metadata": {},
    "name": "TimelineCardPrivacyMutation",
    "operationKind": "mutation",
    "text": "mutation TimelineCardPrivacyMutation(\n  $input: SetItemPrivacyInput!\n) {\n  setItemPrivacy(input: $input) {\n    __typename\n    ... on TimelineItem {\n      id\n      privacy\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3fd209df9811a3f6c0b187c4fd93915";

export default node;
