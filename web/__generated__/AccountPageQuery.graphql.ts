/**
 * @generated SignedSource<<ea866c6bf5c438f3aa258b9b81134ee5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPageQuery$variables = Record<PropertyKey, never>;
export type AccountPageQuery$data = {
  readonly viewer: {
    readonly userId: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_viewer" | "RemoveAccountSection_viewer" | "SessionsSection_viewer" | "TwoFactorSection_viewer">;
  };
};
export type AccountPageQuery = {
  response: AccountPageQuery$data;
  variables: AccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PasswordSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwoFactorSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SessionsSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RemoveAccountSection_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasPassword",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorSetupRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TwoFactorState",
            "kind": "LinkedField",
            "name": "twoFactor",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passwordless",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AccountSession",
            "kind": "LinkedField",
            "name": "sessions",
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
                "concreteType": "SessionDevice",
                "kind": "LinkedField",
                "name": "device",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "browser",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "os",
                    "storageKey": null
                  },
                  (v1/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntitySummary",
            "kind": "LinkedField",
            "name": "soleOwnerOf",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recId",
                "storageKey": null
              },
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e8275a724ff0d737713cbb8f1c5e2201",
    "id": null,
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": "query AccountPageQuery {\n  viewer {\n    userId\n    ...PasswordSection_viewer\n    ...TwoFactorSection_viewer\n    ...SessionsSection_viewer\n    ...RemoveAccountSection_viewer\n  }\n}\n\nfragment PasswordSection_viewer on Viewer {\n  hasPassword\n}\n\nfragment RemoveAccountSection_viewer on Viewer {\n  soleOwnerOf {\n    recId\n    type\n    name\n  }\n}\n\nfragment SessionsSection_viewer on Viewer {\n  sessions {\n    id\n    device {\n      browser\n      os\n      type\n    }\n    ip\n    lastSeenAt\n    current\n  }\n}\n\nfragment TwoFactorSection_viewer on Viewer {\n  twoFactorSetupRequired\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    passwordless\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7515e47b8620ad8c65226769ba7845f";

export default node;
