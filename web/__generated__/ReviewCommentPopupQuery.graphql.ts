/**
 * @generated SignedSource<<1ab81d41aaa8e7f8e4da0890acb44f81>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewCommentPopupQuery$variables = {
  id: string;
};
export type ReviewCommentPopupQuery$data = {
  readonly node: {
    readonly __typename: "Observation";
    readonly id: string;
    readonly ownedByViewer: boolean;
    readonly recId: number;
    readonly species: {
      readonly commonNames: ReadonlyArray<{
        readonly language: string;
        readonly name: string;
      }>;
      readonly scientificName: string;
    } | null | undefined;
    readonly speciesText: string | null | undefined;
    readonly status: number;
    readonly viewerCan: {
      readonly discussReview: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ReviewHistory_observation">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type ReviewCommentPopupQuery = {
  response: ReviewCommentPopupQuery$data;
  variables: ReviewCommentPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownedByViewer",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "RecordViewerCan",
  "kind": "LinkedField",
  "name": "viewerCan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discussReview",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speciesText",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "CommonName",
  "kind": "LinkedField",
  "name": "commonNames",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewCommentPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v9/*: any*/),
                  (v10/*: any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewHistory_observation"
              }
            ],
            "type": "Observation",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ReviewCommentPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v3/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewEvent",
                "kind": "LinkedField",
                "name": "reviewEvents",
                "plural": true,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": [
                      (v4/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      (v3/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Observation",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "24c2cf30ed5d55477e6f20a05a5ba6ba",
    "id": null,
    "metadata": {},
    "name": "ReviewCommentPopupQuery",
    "operationKind": "query",
    "text": "query ReviewCommentPopupQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Observation {\n      id\n      recId\n      status\n      ownedByViewer\n      viewerCan {\n        discussReview\n      }\n      speciesText\n      species {\n        scientificName\n        commonNames {\n          language\n          name\n        }\n        id\n      }\n      ...ReviewHistory_observation\n    }\n    id\n  }\n}\n\nfragment ReviewHistory_observation on Observation {\n  reviewEvents {\n    recId\n    action\n    message\n    createdAt\n    actor {\n      recId\n      displayName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ad622f01bb6d9e4ee4630944ca7c79f";

export default node;
