/**
 * @generated SignedSource<<d26373ac0f618b49f786409e917fd2e3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveTimelineItemInput = {
  itemId: string;
};
export type TimelineCardActionsRemoveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveTimelineItemInput;
};
export type TimelineCardActionsRemoveMutation$data = {
  readonly removeTimelineItem: {
    readonly __typename: "RemoveTimelineItemPayload";
    readonly removedId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TimelineCardActionsRemoveMutation = {
  response: TimelineCardActionsRemoveMutation$data;
  variables: TimelineCardActionsRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedId",
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
    "name": "TimelineCardActionsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeTimelineItem",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/)
            ],
            "type": "RemoveTimelineItemPayload",
            "abstractKey": null
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
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "TimelineCardActionsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeTimelineItem",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "removedId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RemoveTimelineItemPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "59e850f4e6535233ec54e231b895b85d",
    "id": null,
    "metadata": {},
    "name": "TimelineCardActionsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation TimelineCardActionsRemoveMutation(\n  $input: RemoveTimelineItemInput!\n) {\n  removeTimelineItem(input: $input) {\n    __typename\n    ... on RemoveTimelineItemPayload {\n      removedId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1e7136375f19295afd564ecb521243a";

export default node;
