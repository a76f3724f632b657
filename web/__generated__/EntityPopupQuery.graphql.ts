/**
 * @generated SignedSource<<635d10b5f89f7b1da0d1836a3a4c0d73>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityPopupQuery$variables = {
  recId: number;
};
export type EntityPopupQuery$data = {
  readonly entity: {
    readonly " $fragmentSpreads": FragmentRefs<"EntityPopup_entity">;
  } | null | undefined;
};
export type EntityPopupQuery = {
  response: EntityPopupQuery$data;
  variables: EntityPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "recId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entity",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EntityPopup_entity"
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
    "name": "EntityPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entity",
        "plural": false,
        "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityStat",
            "kind": "LinkedField",
            "name": "stat",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "observationCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
            "name": "viewerRelation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerActions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerFollowState",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanMessage",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f951a39a5099adbdb6d39749a0c99275",
    "id": null,
    "metadata": {},
    "name": "EntityPopupQuery",
    "operationKind": "query",
    "text": "query EntityPopupQuery(\n  $recId: Int!\n) {\n  entity(recId: $recId) {\n    ...EntityPopup_entity\n    id\n  }\n}\n\nfragment EntityPopup_entity on Entity {\n  recId\n  type\n  displayName\n  profileImageUrl\n  locationText\n  country\n  stat {\n    observationCount\n    postCount\n    memberCount\n  }\n  ...RelationActions_entity\n}\n\nfragment RelationActions_entity on Entity {\n  id\n  recId\n  type\n  displayName\n  viewerRelation\n  viewerActions\n  viewerFollowState\n  viewerCanMessage\n}\n"
  }
};
})();

(node as any).hash = "954fbac36b90d5efc332ab370ec0c0bf";

export default node;
