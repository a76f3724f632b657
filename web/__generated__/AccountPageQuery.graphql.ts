/**
 * @generated SignedSource<<a6e64df3e660d030148e02b3b3c63161>>
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
    readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_viewer" | "SessionsSection_viewer" | "TwoFactorSection_viewer">;
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  }
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4cb9457d10302ff3626a933c1a5e9a0e",
    "id": null,
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": "query AccountPageQuery {\n  viewer {\n    userId\n    ...PasswordSection_viewer\n    ...TwoFactorSection_viewer\n    ...SessionsSection_viewer\n  }\n}\n\nfragment PasswordSection_viewer on Viewer {\n  hasPassword\n}\n\nfragment SessionsSection_viewer on Viewer {\n  sessions {\n    id\n    device {\n      browser\n      os\n      type\n    }\n    ip\n    lastSeenAt\n    current\n  }\n}\n\nfragment TwoFactorSection_viewer on Viewer {\n  twoFactorSetupRequired\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    passwordless\n  }\n}\n"
  }
};
})();

(node as any).hash = "c993ab7d942b50d98619bb09914b3dd6";

export default node;
