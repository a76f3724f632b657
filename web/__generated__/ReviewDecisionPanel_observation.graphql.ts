/**
 * @generated SignedSource<<ba9167f92053fd1a16cf113ab3bae1ac>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewDecisionPanel_observation$data = {
  readonly id: string;
  readonly ownedByViewer: boolean;
  readonly status: number;
  readonly " $fragmentType": "ReviewDecisionPanel_observation";
};
export type ReviewDecisionPanel_observation$key = {
  readonly " $data"?: ReviewDecisionPanel_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDecisionPanel_observation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDecisionPanel_observation",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedByViewer",
      "storageKey": null
    }
  ],
  "type": "Observation",
  "abstractKey": null
};

(node as any).hash = "7877676e8866ebd300dc6cb319cebe4c";

export default node;
