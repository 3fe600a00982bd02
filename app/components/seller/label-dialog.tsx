import { useState, type FormEvent } from "react";
import { buildShippingLabel, DEFAULT_LABEL_DIMENSIONS, DEFAULT_LABEL_WEIGHT } from "../../../lib/label";
import type { ApiOrder } from "../../../lib/orders";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { Dialog } from "../dialog";
import { barcodeSvg, qrSvg } from "./label-codes";
import { labelDocument } from "./label-html";

/** Spec: the print window opens at 800×600, prints after 500 ms and closes 500 ms after printing. */
const PRINT_AFTER_MS = 500;
const CLOSE_AFTER_MS = 500;

/**
 * Spec: "Enter Label Details" — free-text Weight and Dimensions, Cancel and
 * Generate & Print. The window opens inside the click (so popup blockers allow
 * it), then the codes are drawn and the label printed.
 */
export function LabelDialog({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const { settings } = useShop();
  const [weight, setWeight] = useState(DEFAULT_LABEL_WEIGHT);
  const [dimensions, setDimensions] = useState(DEFAULT_LABEL_DIMENSIONS);

  const print = async (e: FormEvent) => {
    e.preventDefault();
    const w = window.open("", "_blank", "width=800,height=600");
    if (!w) return void toast.error("Popup blocked! Please allow popups for this site.");
    try {
      const label = buildShippingLabel(order, { weight, dimensions, trackingUrlTemplate: settings.shipping.trackingUrlTemplate });
      const [barcode, qr] = await Promise.all([barcodeSvg(label.barcodeValue), qrSvg(label.qrValue)]);
      w.document.write(labelDocument(label, barcode, qr));
      w.document.close();
      onClose();
      setTimeout(() => {
        w.focus();
        w.print();
        setTimeout(() => w.close(), CLOSE_AFTER_MS);
      }, PRINT_AFTER_MS);
    } catch (err) {
      console.error(err);
      w.close();
      toast.error("Could not generate label");
    }
  };

  return (
    <Dialog title="Enter Label Details" onClose={onClose}>
      <form onSubmit={(e) => void print(e)} className="mt-4 space-y-4">
        <label className="block text-sm font-medium">
          Weight
          <input className="input mt-1" value={weight} maxLength={40} onChange={(ev) => setWeight(ev.target.value)} />
        </label>
        <label className="block text-sm font-medium">
          Dimensions
          <input className="input mt-1" value={dimensions} maxLength={40} onChange={(ev) => setDimensions(ev.target.value)} />
        </label>
        <div className="flex gap-3">
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary flex-1">
            Generate &amp; Print
          </button>
        </div>
      </form>
    </Dialog>
  );
}
