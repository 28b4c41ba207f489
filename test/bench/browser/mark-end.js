// Deferred, right after the measured script: tasks that start later count as after evaluation.
performance.mark('bench:script-end');
