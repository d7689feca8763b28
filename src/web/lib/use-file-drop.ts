import { type DragEvent, useState } from "react";

/**
 * A zone files can be dropped on: whether one is being dragged over it (to show it), and the
 * handlers to spread on it. `onDrop` gets the dropped files, possibly none.
 */
export function useFileDrop(onDrop: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onDrop([...event.dataTransfer.files]);
    },
  };
  return { dragging, dropHandlers };
}
