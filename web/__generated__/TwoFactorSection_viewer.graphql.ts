/**
 * @generated SignedSource<<397b141ff7fdcbeeaa7b26560bd09231>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_viewer$data = {
  readonly twoFactor: {
    readonly enabled: boolean;
    readonly passwordless: boolean;
    readonly recoveryCodesLeft: number;
    readonly required: boolean;
  } | null | undefined;
  readonly twoFactorSetupRequired: boolean;
  readonly " $fragmentType": "TwoFactorSection_viewer";
};
export type TwoFactorSection_viewer$key = {
  readonly " $data"?: TwoFactorSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_viewer",
  "selections": [
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bad98fde62213915960926d2bff3eb90";

export default node;
